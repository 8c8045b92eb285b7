export { InquiriesModule } from './inquiries.module';
export { InquiriesService } from './inquiries.service';
