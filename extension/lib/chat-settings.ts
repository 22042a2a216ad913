import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { LANGS, type Lang } from '@marketlens/core/i18n';

export const chatSettingsSchema = z.object({
  enabled: z.boolean().default(true),
  /** The seller's language: customer messages are translated into it. */
  myLang: z.enum(LANGS).default('zh'),
  /** The customer's language unless a chat says otherwise: drafts are translated into it. */
  customerLang: z.enum(LANGS).default('ru'),
  /** Per-chat customer language, by the chat's id. */
  perChat: z.record(z.string(), z.enum(LANGS)).default({}),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const chatSettingsItem = storage.defineItem<ChatSettings>('local:chatTranslator', {
  fallback: chatSettingsSchema.parse({}),
});

export async function getChatSettings(): Promise<ChatSettings> {
  const parsed = chatSettingsSchema.safeParse(await chatSettingsItem.getValue());
  return parsed.success ? parsed.data : chatSettingsSchema.parse({});
}

export async function updateChatSettings(patch: Partial<ChatSettings>): Promise<ChatSettings> {
  const next = chatSettingsSchema.parse({ ...(await getChatSettings()), ...patch });
  await chatSettingsItem.setValue(next);
  return next;
}

/** The language drafts of one chat are translated into. */
export function customerLangOf(settings: ChatSettings, chatId: string): Lang {
  return settings.perChat[chatId] ?? settings.customerLang;
}

export async function setChatLang(chatId: string, lang: Lang): Promise<void> {
  const settings = await getChatSettings();
  await updateChatSettings({ perChat: { ...settings.perChat, [chatId]: lang } });
}
