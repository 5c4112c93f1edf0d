import { mentionsAllergy } from './allergy-notes';

describe('mentionsAllergy', () => {
  it.each([
    'У гостя аллергия на орехи',
    'Двое аллергиков',
    'Непереносимость лактозы у невесты',
    'Один гость с целиакией',
    'Сделайте, пожалуйста, без орехов',
    'БЕЗ ГЛЮТЕНА для одного гостя',
    'Guest has a nut allergy',
  ])('marks «%s»', (text) => expect(mentionsAllergy(text)).toBe(true));

  it.each(['Доставка к 18:00, подъезд 2', 'Без лука, пожалуйста', '', null, undefined])('leaves «%s» alone', (text) =>
    expect(mentionsAllergy(text)).toBe(false),
  );
});
