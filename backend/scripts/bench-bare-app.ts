/**
 * The reference for bench:http: a bare NestJS + Express app (no database, no middleware) that
 * answers each benchmarked URL with the very JSON the shop gave for it, kept in memory and
 * serialised per request as any Nest handler returning an object is.
 *   BENCH_BODIES=<file with {url: json}> PORT=<port> node -r ts-node/register/transpile-only scripts/bench-bare-app.ts
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Controller, Get, Module, NotFoundException, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Request } from 'express';

const bodies = new Map<string, unknown>(
  Object.entries(JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8')) as Record<string, unknown>),
);

@Controller()
class BareController {
  @Get('*path')
  answer(@Req() request: Request): unknown {
    const body = bodies.get(request.originalUrl);
    if (body === undefined) throw new NotFoundException();
    return body;
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(BareModule, { logger: false });
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  console.log('ready');
}

void main();
