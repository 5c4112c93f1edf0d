import { useContacts } from '../info/useContacts';
import { SHOP_HOURS_TEXT } from '@bulbash/rules';
import { CARD_BRANDS_TEXT } from '../payment/paymentWords';
import { useOnlinePayments } from '../payment/useOnlinePayments';
import './Footer.css';

/**
 * Footer: the seller's legal details from the contacts record, the opening hours and, when the
 * shop takes online payments, the cards and ERIP it takes (static styles: Footer.css).
 */
export function Footer() {
  const { contacts } = useContacts();
  const online = useOnlinePayments();

  return (
    <footer className="footer">
      <div className="footer-columns">
        <div>
          <p className="footer-title">{contacts?.name_organization ?? 'Bulbash catering'}</p>
          {contacts && (
            <div className="footer-details">
              <div>УНП: {contacts.pan}</div>
              <div>Юридический адрес: {contacts.organization_address}</div>
              <div>
                Р/с: {contacts.bank_current_account}, БИК: {contacts.bank_identification_code}, {contacts.bank_address}
              </div>
              <div>
                Телефон: <a href={`tel:+${contacts.phone_number_1.replace(/\D/g, '')}`}>{contacts.phone_number_1}</a>
                {', '}e-mail: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </div>
            </div>
          )}
        </div>
        <div>
          <p className="footer-title">Режим работы</p>
          {/* The hours of the shop's rules: the delivery page says the same. */}
          <p>Ежедневно, заказы и доставка: {SHOP_HOURS_TEXT}</p>
          <p className="footer-note">
            <a href="/offer">Публичная оферта</a>
            {' · '}
            <a href="/payment-terms">Оплата и возврат</a>
            {' · '}
            <a href="/privacy">Политика конфиденциальности</a>
          </p>
          {online?.enabled && (
            <p className="footer-note" data-testid="footer-payment-methods">
              Оплата онлайн: {CARD_BRANDS_TEXT}, ЕРИП
            </p>
          )}
          <p className="footer-note footer-copyright">© {new Date().getFullYear()} Bulbash catering</p>
        </div>
      </div>
    </footer>
  );
}
