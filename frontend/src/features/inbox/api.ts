import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys, type ApiData } from '../../lib/api';

export type SenderConversation = ApiData<'myConversations'>[number];
export type SenderThread = ApiData<'myConversation'>;

/** The signed-in customer's conversations; opening one marks the team's answers read. */
export const myConversationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.my.conversations(),
    queryFn: ({ signal }) => callApi('myConversations', { signal }).then((r) => r.data),
  });

export const myConversationQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.my.conversation(id),
    queryFn: ({ signal }) => callApi('myConversation', { params: { id }, signal }).then((r) => r.data),
  });

export const writeMyConversation = (id: string, body: string) =>
  callApi('myConversationReply', { params: { id }, body: { body } }).then((r) => r.data);

/** A conversation opened by the signed link of our reply mail, without an account. */
export const linkedConversationQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.conversationLink(token),
    queryFn: ({ signal }) => callApi('linkedConversation', { params: { token }, signal }).then((r) => r.data),
    retry: false,
  });

export const writeLinkedConversation = (token: string, body: string) =>
  callApi('linkedConversationReply', { params: { token }, body: { body } }).then((r) => r.data);
