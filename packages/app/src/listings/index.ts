/**
 * What a listing is, whatever it lists (a deal, a product, a company): its page and sections (description, files,
 * questions and answers, reviews with likes where the kind has them), and the editor's shared parts.
 */

export { ErrorNotice } from '../common/error-notice.tsx';
export { EditFrame, EditGate } from './edit-gate.tsx';
export { type FaqApi, type FaqCalls, FaqSection, faqsOf } from './faq-section.tsx';
export { FileLinks, FileList, type UploadedFile } from './file-list.tsx';
export { FilePicker } from './file-picker.tsx';
export {
  AmountField,
  ClassificationFields,
  CompanyField,
  companyChoices,
  currencyOptions,
  DescriptionField,
  EditRefusal,
  FormFooter,
  PriceFields,
  SelectField,
  useListingForm,
} from './listing-form.tsx';
export { FactsSection, ListingLoad, ListingPage, ListingSections } from './listing-page.tsx';
export { findMember, type ListingMember, MemberPicker } from './member-picker.tsx';
export {
  type Review,
  type ReviewCalls,
  type ReviewInput,
  type ReviewPage,
  type ReviewsApi,
  ReviewsSection,
  reviewsOf,
} from './reviews-section.tsx';
