/** Another sender's conversation answers the same as a missing one. */
export const CONVERSATION_NOT_FOUND = { message: 'Conversation not found', code: 'conversation_not_found' };
export const INVALID_LINK = {
  message: 'This link is not valid. Use the link in our latest email, or write to us again.',
  code: 'invalid_link',
};
export const NOT_STAFF = { message: 'Choose a staff member to assign the conversation to.', code: 'not_staff' };
