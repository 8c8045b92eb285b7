import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { AdminFulfilmentController } from './admin-fulfilment.controller';
import { MessagesService } from './messages.service';
import { MyFulfilmentController } from './my-fulfilment.controller';
import { PhaseMovesService } from './phase-moves.service';
import { RequestsService } from './requests.service';

/** A paid order's fulfilment as customer and staff work it: phase moves, requests and the message thread. */
@Module({
  imports: [AdminModule],
  controllers: [MyFulfilmentController, AdminFulfilmentController],
  providers: [PhaseMovesService, RequestsService, MessagesService],
  exports: [RequestsService],
})
export class FulfilmentModule {}
