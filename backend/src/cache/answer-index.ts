import { Injectable } from '@nestjs/common';
import { ByteBoundedMap } from './byte-bounded-map';
import { PreparedAnswer, preparedAnswerBytes } from './prepared-answer';

/** One URL's cached answer, for one catalogue version. */
export interface IndexedAnswer {
  version: number;
  /** The route template, for the request log line (`/api/v1/product/product_:id`). */
  route: string;
  answer: PreparedAnswer;
  /** Not a JSON answer (a rendered storefront page): how its reply is written. */
  form?: AnswerForm;
}

/** A non-JSON answer's content type, Cache-Control, status and extra headers (name, value...). */
export interface AnswerForm {
  contentType: string;
  cacheControl: string;
  status: number;
  headers: string[];
}

/** What the index may hold, counting each URL's answer in full even when URLs share one. */
export const ANSWER_INDEX_MAX_BYTES = 32 * 1024 * 1024;
/** Longer URLs are not indexed (they still get the cached answer through the route). */
export const ANSWER_INDEX_MAX_URL_LENGTH = 2048;

/**
 * Public catalogue answers (and the storefront pages drawn from them) by the URL exactly as a client sent it (path and query string). A
 * URL enters only after the route has validated its query and the catalogue cache gave its
 * answer (see CatalogueAnswers), so the index never holds a refusal and every spelling of one
 * query shares one answer. An entry is used only while its catalogue version is current.
 */
@Injectable()
export class AnswerIndex {
  private readonly entries = new ByteBoundedMap<string, IndexedAnswer>(
    ANSWER_INDEX_MAX_BYTES,
    (url, entry) => url.length * 2 + preparedAnswerBytes(entry.answer),
  );

  find(url: string, version: number): IndexedAnswer | undefined {
    const entry = this.entries.get(url);
    return entry !== undefined && entry.version === version ? entry : undefined;
  }

  remember(url: string, entry: IndexedAnswer): void {
    if (url.length <= ANSWER_INDEX_MAX_URL_LENGTH) this.entries.set(url, entry);
  }

  /** Bytes held, as counted against ANSWER_INDEX_MAX_BYTES. */
  get bytes(): number {
    return this.entries.bytes;
  }
}
