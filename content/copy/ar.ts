import type { Copy } from './types';

export const AR: Copy = {
  promo: {
    freeDelivery: (amount) => `توصيل عادي مجاني للطلبات التي تزيد قيمتها على ${amount}`,
    freeReturns: 'إرجاع مجاني خلال 30 يوماً',
    saleUpTo: 'خصم يصل إلى 50% على تشكيلة مختارة',
    newSeason: 'موسم جديد: وصول تصاميم جديدة كل أسبوع',
  },
  nav: {
    newIn: 'وصل حديثاً',
    sale: 'التخفيضات',
    highlights: 'مختارات',
    viewAll: 'عرض الكل',
    bestsellers: 'الأكثر مبيعاً',
    genderHeading: { women: 'أزياء نسائية', men: 'أزياء رجالية' },
    newInHeading: { women: 'وصل حديثاً للنساء', men: 'وصل حديثاً للرجال' },
    saleHeading: { women: 'تخفيضات النساء', men: 'تخفيضات الرجال' },
    feature: {
      women: { label: 'الموسم الجديد', sublabel: 'طبقات خفيفة وفساتين مريحة' },
      men: { label: 'أناقة مريحة', sublabel: 'بدلات مصممة لكل يوم' },
    },
  },
  footer: {
    customerService: 'خدمة العملاء',
    contact: 'اتصل بنا',
    delivery: 'التوصيل',
    returns: 'الإرجاع واسترداد المبالغ',
    orderStatus: 'حالة الطلب',
    sizeGuide: 'دليل المقاسات',
    about: 'عن فيترين',
    aboutUs: 'من نحن',
    sustainability: 'الاستدامة',
    careers: 'الوظائف',
    legal: 'الشروط والسياسات',
    privacy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
    cookies: 'سياسة ملفات تعريف الارتباط',
    accessibility: 'إمكانية الوصول',
    disclaimer:
      '© 2026 فيترين. متجر تجريبي: جميع المنتجات والعلامات التجارية والأسعار المعروضة خيالية.',
  },
  seo: {
    siteTitle: 'فيترين | أزياء نسائية ورجالية',
    siteDescription:
      'اكتشف الملابس والأحذية والإكسسوارات من علامات مستقلة، مع تصاميم جديدة كل أسبوع وإرجاع مجاني.',
    listing: (heading) => `تسوّق ${heading} في فيترين: تصاميم جديدة كل أسبوع وإرجاع مجاني.`,
    favourites: 'المفضلة',
    search: 'البحث',
  },
  home: {
    heroTitle: 'الموسم الجديد بلمسة ناعمة',
    heroSubtitle: 'فساتين انسيابية وبدلات مريحة وقطع يومية بألوان دافئة وهادئة.',
    heroCta: 'تسوّق أزياء النساء',
    tilesTitle: 'تسوّق حسب الفئة',
    tiles: { women: 'نساء', men: 'رجال', newIn: 'وصل حديثاً', shoes: 'أحذية' },
    newInTitle: 'وصل حديثاً',
    bestsellersTitle: 'الأكثر مبيعاً',
    aboutTitle: 'قطع صُنعت لتُرتدى مرة بعد مرة',
    aboutBody:
      'يجمع فيترين علامات مستقلة تصمم بعناية، من كوبنهاغن إلى كيوتو. نختار كل قطعة لخامتها وقصتها ومدى متانتها، لتبقى الملابس التي تشتريها من هنا في خزانتك لسنوات.',
  },
};
