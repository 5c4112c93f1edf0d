import { Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { bumpCatalogueVersion } from '../cache/catalogue-version';
import { TransactionRunner } from '../database/transaction-runner';
import { DataSource } from 'typeorm';
import { renderCertificateImage } from '../demo/demo-images';
import { MediaService } from '../media/media.service';
import { AboutUs } from './about-us.entity';
import { CERTIFICATE_TITLE, certificateRows, DEFAULT_ABOUT_US_HTML, DEFAULT_CONTACTS } from './business-details';
import { AboutUsResponse, ContactsResponse } from './catalogue.dto';
import { toAboutUsResponse, toContactsResponse } from './catalogue.mappers';
import { Contacts } from './contacts.entity';

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

  async getContacts(): Promise<ContactsResponse> {
    const [record] = await this.dataSource.getRepository(Contacts).find({ order: { id: 'ASC' }, take: 1 });
    if (!record) throw new NotFoundException('Контакты не найдены');
    return toContactsResponse(record);
  }

  private async createMissing(): Promise<void> {
    const aboutUs = this.dataSource.getRepository(AboutUs);
    if ((await aboutUs.count()) === 0) {
      await this.transactions.run(async (manager) => {
        await manager.insert(AboutUs, { text: DEFAULT_ABOUT_US_HTML });
        await bumpCatalogueVersion(manager);
      });
      this.logger.log('Created the about-us record');
    }
    const contacts = this.dataSource.getRepository(Contacts);
    if ((await contacts.count()) === 0) {
      const certificate = await renderCertificateImage({ title: CERTIFICATE_TITLE, rows: certificateRows() });
      const photoCertificate = await this.media.storeImage(certificate, 'contacts');
      await this.transactions.run(async (manager) => {
        await manager.insert(Contacts, { ...DEFAULT_CONTACTS, photoCertificate });
        await bumpCatalogueVersion(manager);
      });
      this.logger.log('Created the contacts record');
    }
  }
}
