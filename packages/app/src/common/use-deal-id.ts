import { useParams } from 'react-router';

/** The `:id` of the page as a listing id, or null when it is not one (the page then shows not found). */
export function useListingId(): number | null {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? number : null;
}
