import { BadRequestException, Body, Controller, Patch, Query, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AboutUsResponse, ContactsResponse } from './catalogue.dto';
import { InfoService } from './info.service';
import { ImageUploadInterceptor, UploadedImage } from '../media/image-upload.interceptor';
import { AdminApi, ApiImageErrors, ApiInvalidInput, INVALID_FORM_FIELDS, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { ImageUploadBody } from '../media/image-upload.dto';
import { UpdateAboutUsBody, UpdateContactsQuery } from './admin-settings.dto';

/** Query field → Contacts entity property. */
const CONTACT_FIELDS = {
  name_organization: 'nameOrganization',
  phone_number_1: 'phoneNumber1',
  phone_number_2: 'phoneNumber2',
  email: 'email',
  telegram_link: 'telegramLink',
  instagram_link: 'instagramLink',
  app_link: 'appLink',
  pan: 'pan',
  certificate_number: 'certificateNumber',
  commercial_register: 'commercialRegister',
  issued_by: 'issuedBy',
  organization_address: 'organizationAddress',
  physical_address: 'physicalAddress',
  bank_current_account: 'bankCurrentAccount',
  bank_identification_code: 'bankIdentificationCode',
  bank_address: 'bankAddress',
  about_me: 'aboutMe',
} as const satisfies Record<keyof UpdateContactsQuery, string>;

/** Back office: the shop's texts (about us, contacts); the storefront shows a change on its next request. */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminSettingsController {
  constructor(private readonly info: InfoService) {}

  @RequirePermission('settings', 'write')
  @Patch('about-us')
  @ApiOperation({
    summary: 'Replace the about-us HTML (sanitised on save: formatting tags and http(s)/mailto/tel links only); answers the saved record',
  })
  @ApiOkResponse({ type: AboutUsResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; text missing, empty or above 20000 characters`)
  updateAboutUs(@Body() body: UpdateAboutUsBody): Promise<AboutUsResponse> {
    return this.info.updateAboutUs(body.text);
  }

  @RequirePermission('settings', 'write')
  @Patch('contacts')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary:
      'Change contacts fields (only the changed ones) and/or the certificate photo (img_file); answers the saved record. ' +
      'The fields may come as query parameters (the spec’s form style), as a JSON body, or as multipart form fields beside img_file; ' +
      'one field given two different ways → 400',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadBody, required: false })
  @ApiOkResponse({ type: ContactsResponse })
  @ApiImageErrors()
  @ApiInvalidInput(INVALID_FORM_FIELDS)
  updateContacts(
    @Query() query: UpdateContactsQuery,
    @Body() body: UpdateContactsQuery,
    @UploadedFile() file?: UploadedImage,
  ): Promise<ContactsResponse> {
    const fields: Record<string, string> = {};
    for (const [name, property] of Object.entries(CONTACT_FIELDS)) {
      const fromQuery = query[name as keyof UpdateContactsQuery];
      const fromBody = body[name as keyof UpdateContactsQuery];
      if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody)
        throw new BadRequestException(`${name}: задано по-разному в строке запроса и в теле запроса`);
      const value = fromBody ?? fromQuery;
      if (value !== undefined) fields[property] = value;
    }
    return this.info.updateContacts(fields, file?.buffer);
  }
}
