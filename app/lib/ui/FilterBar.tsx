import { Form } from 'react-router';
import ui from './ui.module.css';

export interface FilterOption {
  label: string;
  /** Sent as `?category=`; '' for the unfiltered view. */
  value: string;
}

interface FilterBarProps {
  filters: readonly FilterOption[];
  selected: string;
  label: string;
  /** Galleries keep the scroll position; the blog goes back to the top (docs/product.md#content-and-fallback). */
  preventScrollReset?: boolean;
}

/**
 * Filter buttons that put the choice in the URL (`?category=web`): each filtered view has its
 * own link, is rendered on the server and works without JavaScript (a plain GET form). Any other
 * query (e.g. the blog's page) is dropped, so a new filter starts again at page 1.
 */
export function FilterBar({ filters, selected, label, preventScrollReset }: FilterBarProps) {
  return (
    <Form method="get" preventScrollReset={preventScrollReset} aria-label={label}>
      <ul className={ui.chips}>
        {filters.map((filter) => (
          <li key={filter.value}>
            <button
              type="submit"
              className={ui.chip}
              // 'All' sends no field, so its URL is the bare page.
              name={filter.value ? 'category' : undefined}
              value={filter.value || undefined}
              aria-pressed={filter.value === selected}
            >
              {filter.label}
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}
