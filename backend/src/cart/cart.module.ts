import { Module } from '@nestjs/common';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';
import { GuestPlanService } from './guest-plan.service';

/** The customer's server-side cart. The orders module reads and empties it at checkout. */
@Module({
  controllers: [CartController],
  providers: [CartService, GuestPlanService],
  exports: [CartService],
})
export class CartModule {}
