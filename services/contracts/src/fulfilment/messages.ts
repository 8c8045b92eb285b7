/**
 * The customer is mailed about the team's messages at most once per window of this length per
 * thread: the messages of a window are one mail, sent when it closes, listing those still unread.
 */
export const MESSAGE_MAIL_WINDOW_MS = 10 * 60 * 1000;

/** The start of the window a message falls in, in ms since the epoch: it keys the window's one mail. */
export const mailWindowOf = (at: Date): number => Math.floor(at.getTime() / MESSAGE_MAIL_WINDOW_MS) * MESSAGE_MAIL_WINDOW_MS;
