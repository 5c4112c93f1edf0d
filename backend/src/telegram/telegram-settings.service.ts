import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { isTelegramEvent, TELEGRAM_EVENTS, type TelegramEvent } from '@bulbash/rules';
import { randomInt } from 'node:crypto';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { change } from '../audit/audit-changes';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { TelegramConnectCode } from './telegram-connect-code.entity';
import { TelegramOutbox } from './telegram-outbox';
import { TELEGRAM_SETTINGS_ID, TelegramSettings } from './telegram-settings.entity';
import { botReply, REPLIES, TELEGRAM_EVENTS_RULE, TELEGRAM_NO_GROUP, TELEGRAM_OFF } from './telegram.messages';

/** How long a connect code shown in the back office works (business time). */
export const CONNECT_CODE_TTL_MS = 30 * 60_000;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** The settings as the domain reads them: the group (null until connected) and the events it is sent. */
export interface TelegramSetup {
  group: { chatId: string; title: string } | null;
  events: TelegramEvent[];
}

export interface TelegramSettingsView extends TelegramSetup {
  enabled: boolean;
  botName: string | null;
  connectCode: { code: string; expiresAt: Date } | null;
}

/** A group chat as an update names it. */
export interface GroupChat {
  id: number;
  title?: string;
}

const eventsOf = (stored: string): TelegramEvent[] => {
  const chosen = new Set(stored.split(',').filter(isTelegramEvent));
  return TELEGRAM_EVENTS.filter((event) => chosen.has(event));
};

/**
 * The staff group and what it hears (issue 45): the owner connects the team's group with a
 * one-time code from the back office (`/connect CODE` in the group) and chooses the events. One
 * row (id 1): no group and every event until it is written.
 */
@Injectable()
export class TelegramSettingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly outbox: TelegramOutbox,
  ) {}

  get enabled(): boolean {
    return this.config.telegram !== null;
  }

  async setup(manager: EntityManager = this.dataSource.manager): Promise<TelegramSetup> {
    const row = await manager.findOneBy(TelegramSettings, { id: TELEGRAM_SETTINGS_ID });
    return {
      group: row?.groupChatId ? { chatId: row.groupChatId, title: row.groupTitle ?? '' } : null,
      events: row ? eventsOf(row.events) : [...TELEGRAM_EVENTS],
    };
  }

  /**
   * GET admin/telegram. `mayConnect` (settings write: the owner) also gets a live connect code:
   * the one still valid, or a new one (valid CONNECT_CODE_TTL_MS).
   */
  async view(mayConnect: boolean): Promise<TelegramSettingsView> {
    const setup = await this.setup();
    if (!this.config.telegram) return { enabled: false, botName: null, connectCode: null, ...setup };
    return { enabled: true, botName: this.config.telegram.botName, connectCode: mayConnect ? await this.liveCode() : null, ...setup };
  }

  /** PUT admin/telegram: the events posted to the group, audited; 409 without Telegram. */
  async update(events: unknown): Promise<TelegramSettingsView> {
    if (!this.config.telegram) throw new ConflictException(TELEGRAM_OFF);
    const chosen = this.checkedEvents(events);
    await this.transactions.run(async (manager) => {
      const before = await this.setup(manager);
      await this.write(manager, { events: chosen.join(',') });
      await AuditLog.record(manager, {
        entity: 'telegram_settings',
        entityId: TELEGRAM_SETTINGS_ID,
        action: 'update',
        changes: change('events', before.events.join(', '), chosen.join(', ')),
      });
    });
    return this.view(true);
  }

  /** DELETE admin/telegram/group: the group stops hearing the shop (told so), audited. */
  async disconnectGroup(): Promise<TelegramSettingsView> {
    if (!this.config.telegram) throw new ConflictException(TELEGRAM_OFF);
    await this.transactions.run(async (manager) => {
      const { group } = await this.setup(manager);
      if (!group) throw new ConflictException(TELEGRAM_NO_GROUP);
      await this.write(manager, { groupChatId: null, groupTitle: null, groupConnectedAt: null });
      await AuditLog.record(manager, {
        entity: 'telegram_settings',
        entityId: TELEGRAM_SETTINGS_ID,
        action: 'update',
        changes: change('group', `${group.title} (${group.chatId})`, null),
      });
      await this.outbox.post(group.chatId, botReply(REPLIES.groupDisconnected));
    });
    return this.view(true);
  }

  /**
   * `/connect CODE` in a group: a live code connects this group (the one before stops hearing
   * the shop) and is used up; the bot answers in the group either way. One transaction: the
   * code's conditional UPDATE lets one of two groups racing with it win.
   */
  async connect(chat: GroupChat, typed: string): Promise<void> {
    const chatId = String(chat.id);
    const code = typed.trim().toUpperCase();
    await this.transactions.run(async (manager) => {
      if (code === '') return void (await this.outbox.post(chatId, botReply(REPLIES.connectWithoutCode)));
      const row = await manager.findOneBy(TelegramConnectCode, { code: code.slice(0, 16) });
      const now = this.clock.now();
      if (!row) return void (await this.outbox.post(chatId, botReply(REPLIES.connectCodeUnknown)));
      if (row.usedAt) return void (await this.outbox.post(chatId, botReply(REPLIES.connectCodeUsed)));
      if (row.expiresAt.getTime() <= now.getTime()) return void (await this.outbox.post(chatId, botReply(REPLIES.connectCodeExpired)));
      const claimed = await manager.update(TelegramConnectCode, { id: row.id, usedAt: IsNull() }, { usedAt: now, usedChatId: chatId });
      if (!claimed.affected) return void (await this.outbox.post(chatId, botReply(REPLIES.connectCodeUsed)));
      const title = (chat.title ?? '').slice(0, 255);
      const before = await this.setup(manager);
      await this.write(manager, { groupChatId: chatId, groupTitle: title, groupConnectedAt: now });
      await AuditLog.record(manager, {
        entity: 'telegram_settings',
        entityId: TELEGRAM_SETTINGS_ID,
        action: 'update',
        changes: change('group', before.group ? `${before.group.title} (${before.group.chatId})` : null, `${title} (${chatId})`),
      });
      await this.outbox.post(chatId, botReply(REPLIES.groupConnected(title)));
    });
  }

  /** The group left (the bot was removed, or Telegram answered 403): it is no longer the shop's group. */
  async forgetGroup(manager: EntityManager, chatId: string): Promise<boolean> {
    const written = await manager.update(
      TelegramSettings,
      { id: TELEGRAM_SETTINGS_ID, groupChatId: chatId },
      { groupChatId: null, groupTitle: null, groupConnectedAt: null },
    );
    return Boolean(written.affected);
  }

  private checkedEvents(events: unknown): TelegramEvent[] {
    if (!Array.isArray(events) || events.some((event) => !isTelegramEvent(event)) || new Set(events).size !== events.length)
      throw new BadRequestException(TELEGRAM_EVENTS_RULE);
    const chosen = new Set(events as TelegramEvent[]);
    return TELEGRAM_EVENTS.filter((event) => chosen.has(event));
  }

  /** Writes some columns of the one row, making it (no group, every event) when it is not there yet. */
  private async write(manager: EntityManager, changes: Partial<TelegramSettings>): Promise<void> {
    const existing = await manager.findOneBy(TelegramSettings, { id: TELEGRAM_SETTINGS_ID });
    if (existing) await manager.update(TelegramSettings, { id: TELEGRAM_SETTINGS_ID }, changes);
    else
      await manager.insert(TelegramSettings, {
        id: TELEGRAM_SETTINGS_ID,
        groupChatId: null,
        groupTitle: null,
        groupConnectedAt: null,
        events: TELEGRAM_EVENTS.join(','),
        ...changes,
      });
  }

  /** The newest unused, unexpired code, or a new one. */
  private async liveCode(): Promise<{ code: string; expiresAt: Date }> {
    const now = this.clock.now();
    const live = await this.dataSource.getRepository(TelegramConnectCode).findOne({
      where: { usedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { id: 'DESC' },
    });
    if (live) return { code: live.code, expiresAt: live.expiresAt };
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const expiresAt = new Date(now.getTime() + CONNECT_CODE_TTL_MS);
    await this.transactions.run((manager) =>
      manager.insert(TelegramConnectCode, { code, createdAt: now, expiresAt, usedAt: null, usedChatId: null }),
    );
    return { code, expiresAt };
  }
}
