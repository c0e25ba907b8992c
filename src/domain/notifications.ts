import { z } from 'zod';

/** One item of the header bell (GET /api/notifications). */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  /** Where the item leads in the app (reminders: the record's screen). */
  link: z.string().nullable(),
  /** The record a reminder is about; the client shows its title (sealed on the server). */
  recordKind: z.string().nullable(),
  recordId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest 50 items and how many of all are unread. */
export const notificationListSchema = z.object({
  unreadCount: z.number(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
