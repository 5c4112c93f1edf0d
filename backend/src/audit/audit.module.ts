import { Module } from '@nestjs/common';
import { AuditLogService } from './audit-log.service';

/** The audit log's reader (writers call AuditLog.record inside their own transactions). */
@Module({ providers: [AuditLogService], exports: [AuditLogService] })
export class AuditModule {}
