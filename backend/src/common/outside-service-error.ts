import { BadGatewayException } from '@nestjs/common';

/**
 * A 502 whose detail is written for the person who pressed the button: an outside service
 * (bePaid) refused or could not be reached. Unlike any other 5xx, the error filter sends its
 * detail as it is, since it says what happened and what to do, and holds no internals.
 */
export class OutsideServiceError extends BadGatewayException {}
