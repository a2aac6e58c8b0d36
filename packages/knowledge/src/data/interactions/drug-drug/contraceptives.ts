/**
 * Drug–drug interaction rules for hormonal contraceptives.
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const contraceptiveRules: InteractionRule[] = [
  // ------------------------------------------------------------ hormonal contraceptives
  rule('hormonal-contraceptive+strong-cyp3a4-inducer', 'class:hormonal-contraceptive', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong enzyme inducers such as rifampin, carbamazepine, phenytoin, phenobarbital or St. John’s wort can make birth-control pills, patches, rings and implants fail, leading to unplanned pregnancy.',
    mechanism: 'The inducer speeds up the breakdown of the contraceptive hormones.',
    management: 'Use a backup or a non-hormonal method (such as a copper IUD) during treatment and for 28 days after; ask your prescriber or pharmacist which method suits you.',
  }, [dailyMed('Yaz'), dailyMed('Rifampin'), S.fdaCyp]),

  ...([['oxcarbazepine', 'Trileptal'], ['topiramate', 'Topamax']] as const).map(([id, label]) =>
    rule(`hormonal-contraceptive+${id}`, 'class:hormonal-contraceptive', id, id === 'oxcarbazepine' ? 'major' : 'moderate', 'established', {
      summary: id === 'oxcarbazepine'
        ? 'Oxcarbazepine lowers contraceptive hormone levels and can make birth-control pills, patches, rings and implants fail.'
        : 'Topiramate at doses above 200 mg a day can lower estrogen levels and may make combined birth control less reliable; it can also cause spotting.',
      mechanism: 'It speeds up the breakdown of contraceptive hormones.',
      management: 'Ask your prescriber or pharmacist whether a backup or a different method of contraception is needed.',
    }, [dailyMed(label)]),
  ),

  rule('hormonal-contraceptive+rifabutin', 'class:hormonal-contraceptive', 'rifabutin', 'major', 'established', {
    summary: 'Rifabutin can make hormonal birth control fail.',
    mechanism: 'Rifabutin speeds up the breakdown of contraceptive hormones.',
    management: 'Use a backup or non-hormonal method during treatment and for 28 days after; ask your prescriber.',
  }, [dailyMed('Mycobutin')]),

];
