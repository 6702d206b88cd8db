/**
 * The codes the web app acts on when an action needs more proof (no zod here: the app shell's request
 * helper reads them).
 */

/** 403: the action moves money or power; the person confirms it's them (step-up), then it is retried. */
export const STEP_UP_REQUIRED = 'step_up_required';
/** 403: an operator's session was not proven with a second factor; the console asks them to set one up. */
export const SECOND_FACTOR_REQUIRED = 'second_factor_required';
