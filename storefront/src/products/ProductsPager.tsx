import Pagination from '@mui/material/Pagination';

interface Props {
  count: number;
  page: number;
  onChange: (page: number) => void;
}

/** The pager under the product grid, with Russian names for its buttons. */
export default function ProductsPager({ count, page, onChange }: Props) {
  return (
    <Pagination
      shape="rounded"
      color="primary"
      count={count}
      page={page}
      onChange={(_event, next) => onChange(next)}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page'
          ? `${selected ? 'Текущая страница' : 'Страница'} ${item}`
          : type === 'next'
            ? 'Следующая страница'
            : type === 'previous'
              ? 'Предыдущая страница'
              : type === 'first'
                ? 'Первая страница'
                : 'Последняя страница'
      }
      aria-label="Страницы товаров"
    />
  );
}
