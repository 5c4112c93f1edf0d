import { Module } from '@nestjs/common';
import { DemoService } from './demo.service';

/** Demo catalogue on start (DEMO_DATA); the bulk generator for benchmarks is seed-cli.ts. */
@Module({ providers: [DemoService], exports: [DemoService] })
export class DemoModule {}
