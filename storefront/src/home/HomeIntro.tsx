import { Link as RouterLink } from 'react-router';
import type { Category } from '../api/types';
import type { OnlinePayments } from '../api/paymentTypes';
import { paymentWaysText } from '../payment/paymentWords';
import './HomeIntro.css';

/** How ordering works, in four steps; how to pay follows the payment settings. */
const steps = (online: OnlinePayments | null) => [
  { title: 'Выберите', text: 'боксы, горячее, выпечку или десерты' },
  { title: 'Укажите дату', text: 'и время доставки — за сутки или «день в день» до 12:00' },
  { title: 'Оформите заказ', text: paymentWaysText(online) },
  { title: 'Мы доставим', text: 'к назначенному времени, в крафт-боксах или на подносах' },
];

/** The delivery terms in one line (the details are on /how-to-order). */
export const DELIVERY_LINE = 'по Минску в пределах МКАД — бесплатно, за МКАД — 1 byn за километр (до 25 км).';

interface Props {
  categories: Category[] | undefined;
  onOpen: (category: Category) => void;
  /** GET /payments/online (null while unknown). */
  online: OnlinePayments | null;
}

/** Home page first screen: what the shop does, how ordering works, delivery terms, the categories. */
export function HomeIntro({ categories, onOpen, online }: Props) {
  return (
    <section className="intro" aria-labelledby="home-title">
      <h1 id="home-title" className="intro-title">
        Кейтеринг в Минске с доставкой
      </h1>
      <p className="intro-lead">
        Готовим фуршетные боксы, канапе, горячее, выпечку и торты для праздников, офисов и банкетов — с доставкой к назначенному времени.
      </p>
      <p className="intro-event">
        <RouterLink to="/event" className="intro-event-link">
          Рассчитать меню
        </RouterLink>{' '}
        на свадьбу, банкет или кофе-брейк: число гостей и формат — меню и цена за минуту.
      </p>
      <ol className="intro-steps" aria-label="Как заказать">
        {steps(online).map((step) => (
          <li key={step.title} className="intro-step">
            <strong>{step.title}</strong>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="intro-delivery">
        <strong>Доставка: </strong>
        {DELIVERY_LINE} <RouterLink to="/how-to-order">Условия</RouterLink>
      </p>
      <nav className="intro-categories" aria-label="Категории меню">
        {(categories ?? []).map((category) => (
          <RouterLink key={category.id} to={`/products?category_id=${category.id}`} onClick={() => onOpen(category)}>
            {category.name}
          </RouterLink>
        ))}
      </nav>
    </section>
  );
}
