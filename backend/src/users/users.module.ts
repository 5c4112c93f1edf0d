import { Module } from '@nestjs/common';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { CustomersService } from './customers.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Registration, the current user, the administrator bootstrap (auth services are global) and the back office's customer list. */
@Module({
  controllers: [UsersController],
  providers: [UsersService, AdminBootstrapService, CustomersService],
  exports: [UsersService, CustomersService],
})
export class UsersModule {}
