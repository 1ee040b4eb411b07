import {
  chatConversationParamsSchema,
  chatConversationsQuerySchema,
  chatConversationsResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  errorResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { ChatService } from './chat.service.ts';

const error = errorResponseSchema;

/** The live chat's history: a user reads their own conversation, administrators the inbox and any thread. */
export function chatRoutes(service: ChatService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/chat/user/messages',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to fetch messages' },
        schema: {
          tags: ['chat'],
          summary:
            'My conversation with support, oldest first: the last 50 messages, or the 50 before `before` (signed-in non-admins)',
          querystring: chatMessagesQuerySchema,
          response: { 200: chatMessagesResponseSchema, 400: error, 401: error, 403: error, 404: error },
        },
      },
      async (request) => ({
        success: true as const,
        messages: await service.userMessages(await signedIn(request), request.query.before),
      }),
    );

    app.get(
      '/chat/admin/conversations',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to fetch conversations' },
        schema: {
          tags: ['chat'],
          summary: 'The support inbox, newest activity first (search by name or e-mail)',
          querystring: chatConversationsQuerySchema,
          response: { 200: chatConversationsResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      async (request) => ({
        success: true as const,
        conversations: await service.adminConversations(request.query),
      }),
    );

    app.get(
      '/chat/admin/conversation/:userId',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to fetch messages' },
        schema: {
          tags: ['chat'],
          summary: "One user's conversation with support, oldest first (same paging as the user's)",
          params: chatConversationParamsSchema,
          querystring: chatMessagesQuerySchema,
          response: { 200: chatMessagesResponseSchema, 400: error, 401: error, 403: error, 404: error },
        },
      },
      async (request) => ({
        success: true as const,
        messages: await service.adminConversation(request.params.userId, request.query.before),
      }),
    );
  };
}
