import type { Page } from '@playwright/test';

/**
 * Every field shows its whole placeholder and every select its whole chosen option: the text,
 * measured in the control's own font, fits inside its padding. Returns the controls that clip
 * and how many were measured.
 */
export function clippedControls(page: Page): Promise<{ problems: string[]; seen: number }> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const problems: string[] = [];
    let seen = 0;
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[placeholder], select')) {
      if (!el.offsetParent) continue;
      const style = getComputedStyle(el);
      const text = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.placeholder;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      seen += 1;
      if (context.measureText(text).width > room + 1)
        problems.push(`"${text}" needs ${Math.ceil(context.measureText(text).width)} px of ${Math.floor(room)}`);
    }
    return { problems, seen };
  });
}
