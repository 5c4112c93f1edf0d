import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped-entity';

const text = (length = 255) => ({ type: 'varchar' as const, length });

/** The single record of the seller's contact and legal details. */
@Entity('contacts')
export class Contacts extends TimestampedEntity {
  @Column({ name: 'name_organization', ...text() })
  nameOrganization!: string;

  @Column({ name: 'phone_number_1', ...text(30) })
  phoneNumber1!: string;

  @Column({ name: 'phone_number_2', ...text(30), nullable: true })
  phoneNumber2!: string | null;

  @Column({ ...text(254) })
  email!: string;

  @Column({ name: 'telegram_link', ...text() })
  telegramLink!: string;

  @Column({ name: 'instagram_link', ...text() })
  instagramLink!: string;

  @Column({ name: 'app_link', ...text() })
  appLink!: string;

  @Column({ ...text(20) })
  pan!: string;

  @Column({ name: 'certificate_number', ...text(50) })
  certificateNumber!: string;

  @Column({ name: 'commercial_register', ...text(100) })
  commercialRegister!: string;

  @Column({ name: 'issued_by', ...text() })
  issuedBy!: string;

  @Column({ name: 'organization_address', ...text() })
  organizationAddress!: string;

  @Column({ name: 'physical_address', ...text() })
  physicalAddress!: string;

  @Column({ name: 'photo_certificate', ...text(), nullable: true })
  photoCertificate!: string | null;

  @Column({ name: 'bank_current_account', ...text(50) })
  bankCurrentAccount!: string;

  @Column({ name: 'bank_identification_code', ...text(20) })
  bankIdentificationCode!: string;

  @Column({ name: 'bank_address', ...text() })
  bankAddress!: string;

  @Column({ name: 'about_me', type: 'text' })
  aboutMe!: string;
}
