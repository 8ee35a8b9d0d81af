import { useId } from 'react';
import { HONEYPOT_FIELD } from './form-data';

/**
 * The bot trap: a real, named text field moved off-screen (not display:none, which bots skip),
 * hidden from assistive technology and out of the tab order, so only a bot fills it in.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div className="cdw-hp" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
