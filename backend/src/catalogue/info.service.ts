import { BadRequestException, Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { bumpCatalogueVersion } from '../cache/catalogue-version';
import { TransactionRunner } from '../database/transaction-runner';
import { DataSource, EntityManager } from 'typeorm';
import { renderCertificateImage } from './certificate-image';
import { MediaService } from '../media/media.service';
import { AboutUs } from './about-us.entity';
import { CERTIFICATE_TITLE, certificateRows, DEFAULT_ABOUT_US_HTML, DEFAULT_CONTACTS } from './business-details';
import { AboutUsResponse, ContactsResponse } from './catalogue.dto';
import { toAboutUsResponse, toContactsResponse } from './catalogue.mappers';
import { Contacts } from './contacts.entity';
import { ABOUT_US_EMPTY_AFTER_SANITISING, sanitizeAboutUsHtml, textOfHtml } from './about-us-html';
import { TimestampedEntity } from '../common/timestamped-entity';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';

/** The contacts' fields in their audit entries (every column but the ids and times). */
const CONTACTS_AUDIT_FIELDS = [
  'nameOrganization',
  'phoneNumber1',
  'phoneNumber2',
  'email',
  'telegramLink',
  'instagramLink',
  'appLink',
  'pan',
  'certificateNumber',
  'commercialRegister',
  'issuedBy',
  'organizationAddress',
  'physicalAddress',
  'photoCertificate',
  'bankCurrentAccount',
  'bankIdentificationCode',
  'bankAddress',
  'aboutMe',
] as const satisfies readonly (keyof Contacts)[];

/** The about-us and contacts records: always present, created with the business's own details on start. */
@Injectable()
export class InfoService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Info');
  private ensured: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly media: MediaService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureRecords();
  }

  /** Idempotent; other start-up code (demo data) may await it too. */
  ensureRecords(): Promise<void> {
    this.ensured ??= this.createMissing().catch((error: unknown) => {
      this.ensured = null;
      throw error;
    });
    return this.ensured;
  }

  async getAboutUs(): Promise<AboutUsResponse> {
    const [record] = await this.dataSource.getRepository(AboutUs).find({ order: { id: 'ASC' }, take: 1 });
    if (!record) throw new NotFoundException('Информация о компании не найдена');
    return toAboutUsResponse(record);
  }

  /**
   * The contacts record. Inside a transaction it is read on that transaction's connection: a
   * transaction holding a lock (the account's, the kitchen's) must never wait for a second
   * connection of the pool, which the transactions queued behind that lock may all hold.
   */
  async getContacts(): Promise<ContactsResponse> {
    const read = async (manager: EntityManager) => {
      const [record] = await manager.getRepository(Contacts).find({ order: { id: 'ASC' }, take: 1 });
      if (!record) throw new NotFoundException('Контакты не найдены');
      return toContactsResponse(record);
    };
    return this.transactions.inTransaction ? this.transactions.run(read) : read(this.dataSource.manager);
  }

  /** Saves new about-us HTML, sanitised; the catalogue version rises so the storefront shows it at once. */
  async updateAboutUs(html: string): Promise<AboutUsResponse> {
    const text = sanitizeAboutUsHtml(html);
    if (textOfHtml(text) === '') throw new BadRequestException(ABOUT_US_EMPTY_AFTER_SANITISING);
    await this.transactions.run(async (manager) => {
      const [record] = await manager.find(AboutUs, { order: { id: 'ASC' }, take: 1 });
      if (!record) throw new NotFoundException('Информация о компании не найдена');
      await bumpCatalogueVersion(manager);
      const before = { ...record };
      record.text = text;
      await manager.save(record);
      await AuditLog.record(manager, {
        entity: 'about_us',
        entityId: record.id,
        action: 'update',
        changes: diffFields(before, record, ['text']),
      });
    });
    return this.getAboutUs();
  }

  /** Changes the given contacts fields and, with an image, the certificate photo (the old file is removed). */
  async updateContacts(
    fields: Partial<Omit<Contacts, keyof TimestampedEntity | 'photoCertificate'>>,
    image: Buffer | undefined,
  ): Promise<ContactsResponse> {
    const replaced = await this.media.withNewImage(image, 'contacts', (photo) =>
      this.transactions.run(async (manager) => {
        const [record] = await manager.find(Contacts, { order: { id: 'ASC' }, take: 1 });
        if (!record) throw new NotFoundException('Контакты не найдены');
        await bumpCatalogueVersion(manager);
        const previous = record.photoCertificate;
        const before = { ...record };
        Object.assign(record, fields);
        if (photo) record.photoCertificate = photo;
        await manager.save(record);
        await AuditLog.record(manager, {
          entity: 'contacts',
          entityId: record.id,
          action: 'update',
          changes: diffFields(before, record, CONTACTS_AUDIT_FIELDS),
        });
        return photo && previous !== photo ? previous : null;
      }),
    );
    if (replaced) await this.media.removeIfUnused(replaced);
    return this.getContacts();
  }

  /**
   * Instances starting together on one database take turns: each insert runs after raising the
   * catalogue version, whose row lock (MySQL/MariaDB; the transaction queue on SQLite) makes the
   * second one see the first one's record and add none.
   */
  private async createMissing(): Promise<void> {
    if ((await this.dataSource.getRepository(AboutUs).count()) === 0) {
      const created = await this.transactions.run(async (manager) => {
        await bumpCatalogueVersion(manager);
        if ((await manager.count(AboutUs)) > 0) return false;
        await manager.insert(AboutUs, { text: DEFAULT_ABOUT_US_HTML });
        return true;
      });
      if (created) this.logger.log('Created the about-us record');
    }
    if ((await this.dataSource.getRepository(Contacts).count()) === 0) {
      const certificate = await renderCertificateImage({ title: CERTIFICATE_TITLE, rows: certificateRows() });
      const photoCertificate = await this.media.storeImage(certificate, 'contacts');
      const created = await this.transactions.run(async (manager) => {
        await bumpCatalogueVersion(manager);
        if ((await manager.count(Contacts)) > 0) return false;
        await manager.insert(Contacts, { ...DEFAULT_CONTACTS, photoCertificate });
        return true;
      });
      if (created) this.logger.log('Created the contacts record');
      else await this.media.removeIfUnused(photoCertificate);
    }
  }
}
