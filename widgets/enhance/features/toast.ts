// Page feature `toast` (the shell's notification region): loaded by pages whose markup has
// data-enhance="toast", which the form widgets carry. Its styles come with it.
import '../toast.css';
import { enhanceToasts } from '../toast-region';

enhanceToasts(document);
