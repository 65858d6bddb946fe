import type { PromotionCopy } from './types';

export const AR: PromotionCopy = {
  knitwearSale: {
    name: 'تخفيضات الملابس المحبوكة',
    badge: 'خصم 20%',
    banner: 'تخفيضات الملابس المحبوكة: خصم 20%',
    page: 'خصم 20% على جميع الملابس المحبوكة، يُطبَّق في حقيبتك.',
  },
  dressDuo: {
    name: 'فستانان بسعر أقل',
    badge: 'اشترِ 2 ووفّر',
    tiers: 'فستانان: خصم 10% | 3 فساتين: خصم 15%',
    page: 'اشترِ فستانين ووفّر 10%، أو 3 فساتين ووفّر 15%.',
  },
  freeDelivery: {
    name: 'توصيل عادي مجاني',
    text: (threshold) => `توصيل عادي مجاني للطلبات التي تتجاوز ${threshold}`,
  },
  gift: {
    name: 'حقيبة توت مجانية',
    pageHtml: (threshold) =>
      `<strong>حقيبة توت مجانية</strong> مع كل طلب يتجاوز ${threshold}، حتى نفاد الكمية.`,
  },
  flashSale: {
    name: 'تخفيضات خاطفة',
    badge: 'خاطف: خصم 15%',
    banner: 'تخفيضات خاطفة: خصم 15% على الفساتين، تنتهي قريبًا',
  },
  vouchers: {
    welcome: { name: 'ترحيب: خصم 10%', message: 'خصم 10% على طلبك', promotion: 'قسيمة الترحيب' },
    save: {
      name: 'وفّر 20',
      message: (off, minimum) => `خصم ${off} على الطلبات التي تتجاوز ${minimum}`,
      promotion: 'القسيمة SAVE20',
    },
    expired: {
      name: 'الموسم الماضي: خصم 15%',
      message: 'خصم 15% (انتهى)',
      promotion: 'قسيمة الموسم الماضي',
    },
    notYet: {
      name: 'الموسم القادم: خصم 15%',
      message: 'خصم 15% (قريبًا)',
      promotion: 'قسيمة الموسم القادم',
    },
    used: {
      name: 'لمرة واحدة: خصم 25%',
      message: 'خصم 25% لمرة واحدة',
      promotion: 'قسيمة لمرة واحدة',
    },
  },
};
