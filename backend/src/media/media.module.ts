import { Global, Module } from '@nestjs/common';
import { MediaService } from './media.service';
import { PreviewImages } from './preview-images';

@Global()
@Module({ providers: [MediaService, PreviewImages], exports: [MediaService, PreviewImages] })
export class MediaModule {}
