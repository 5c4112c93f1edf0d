import { Injectable } from '@nestjs/common';
import { Response } from 'express';
import { routeOf } from '../logging/request-log';
import { AnswerIndex } from './answer-index';
import { replyTo } from './catalogue-answer';
import { CatalogueCache } from './catalogue-cache.service';
import { hasBody } from './indexed-answers';

/**
 * What the public catalogue controllers answer with: the cached answer for the normalised
 * query (computed on a miss), written with its ETag and compressed form. The URL as sent is
 * then remembered in the answer index, so its next request is answered before the routes.
 */
@Injectable()
export class CatalogueAnswers {
  constructor(
    private readonly cache: CatalogueCache,
    private readonly index: AnswerIndex,
  ) {}

  async send(response: Response, key: string, compute: () => Promise<unknown>): Promise<void> {
    const request = response.req;
    const { version, answer } = await this.cache.answer(key, compute);
    if (request.method === 'GET' && !hasBody(request)) {
      this.index.remember(request.originalUrl, { version, route: routeOf(request), answer });
    }
    const reply = replyTo(request, answer);
    for (let index = 0; index < reply.headers.length; index += 2) response.setHeader(reply.headers[index], reply.headers[index + 1]);
    response.status(reply.status).end(reply.body ?? undefined);
  }
}
