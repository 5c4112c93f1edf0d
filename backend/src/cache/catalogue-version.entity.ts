import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The single row (id 1) whose `version` every catalogue write raises in its own transaction. */
@Entity('catalogue_version')
export class CatalogueVersion {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int', default: 1 })
  version!: number;
}
