import { allergyParts, mentionsAllergy } from './allergy-notes';

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

describe('allergyParts', () => {
  it('marks each warning up to the end of its word and keeps the rest as it is', () => {
    expect(allergyParts('Без орехов в десертах, у гостя АЛЛЕРГИЯ на мёд')).toEqual([
      { text: 'Без орехов', allergy: true },
      { text: ' в десертах, у гостя ', allergy: false },
      { text: 'АЛЛЕРГИЯ', allergy: true },
      { text: ' на мёд', allergy: false },
    ]);
  });

  it('answers one plain part for a comment without warnings and none for an empty one', () => {
    expect(allergyParts('Подъезд 2')).toEqual([{ text: 'Подъезд 2', allergy: false }]);
    expect(allergyParts('')).toEqual([]);
    expect(allergyParts(null)).toEqual([]);
  });
});
