import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatAnswerKind, ChatSource } from '@thrivewell/core/contracts/chat-contract';
import { users } from './auth';

/**
 * The AI wellness chat's conversation (issue 6): one running conversation per user, kept across
 * reloads and devices until the user clears it. Assistant rows keep the sources they cited.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    kind: text('kind').$type<ChatAnswerKind>(),
    sources: jsonb('sources').$type<ChatSource[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_created_idx').on(t.userId, t.createdAt)],
);
