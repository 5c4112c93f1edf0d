import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped-entity';

/** The single about-us record; `text` is HTML, sanitised by the storefront before rendering. */
@Entity('about_us')
export class AboutUs extends TimestampedEntity {
  @Column({ type: 'text' })
  text!: string;
}
