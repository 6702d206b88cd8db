/** The open list's public face: the acceptance steps, which offers reuse (loaded when reached for). */
export { AcceptJobDialog } from './components/AcceptJobDialog';
