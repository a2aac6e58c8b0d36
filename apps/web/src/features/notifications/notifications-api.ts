/**
 * Reminders and notification settings (W2-D): the calls and their TanStack Query hooks. Types
 * come from core's contract; errors arrive as ApiError (with the field for per-field messages).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  NotificationSettings,
  NotificationSettingsBody,
  PushSubscriptionBody,
  Reminder,
  reminderBodySchema,
  ReminderList,
  ReminderPatch,
} from '@thrivewell/core/contracts/reminders-contract';
import { apiFetch } from '../../lib/api-client';

export const remindersQueryKey = ['reminders'] as const;
export const notificationSettingsQueryKey = ['notification-settings'] as const;

/** The body of POST /api/reminders as a caller may send it (before the schema's defaults). */
export type NewReminder = z.input<typeof reminderBodySchema>;

export function useReminders() {
  return useQuery({ queryKey: remindersQueryKey, queryFn: ({ signal }) => apiFetch<ReminderList>('/api/reminders', { signal }) });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsQueryKey, queryFn: ({ signal }) => apiFetch<NotificationSettings>('/api/notifications/settings', { signal }) });
}

export function useReminderMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: remindersQueryKey });
  return {
    add: useMutation({ mutationFn: (body: NewReminder) => apiFetch<Reminder>('/api/reminders', { method: 'POST', body }), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: ReminderPatch }) => apiFetch<Reminder>(`/api/reminders/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiFetch<void>(`/api/reminders/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess }),
  };
}

export function useSettingsMutations() {
  const client = useQueryClient();
  const onSuccess = (settings: NotificationSettings) => client.setQueryData(notificationSettingsQueryKey, settings);
  return {
    save: useMutation({ mutationFn: (body: NotificationSettingsBody) => apiFetch<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body }), onSuccess }),
    subscribe: useMutation({
      mutationFn: (body: PushSubscriptionBody) => apiFetch<NotificationSettings>('/api/notifications/push-subscriptions', { method: 'POST', body }),
      onSuccess,
    }),
    unsubscribe: useMutation({
      mutationFn: (endpoint: string) => apiFetch<NotificationSettings>('/api/notifications/push-subscriptions', { method: 'DELETE', body: { endpoint } }),
      onSuccess,
    }),
  };
}

export async function fetchVapidPublicKey(): Promise<string> {
  return (await apiFetch<{ publicKey: string }>('/api/notifications/vapid-public-key')).publicKey;
}
