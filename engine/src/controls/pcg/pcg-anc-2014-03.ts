/**
 * Account roots of the Plan comptable général, règlement ANC n° 2014-03 (version consolidée), classes 1
 * to 8. Data, versioned: a new règlement gets a new file, and CPT-PCG names the version it used.
 *
 * - LISTED: the 3-digit accounts of the règlement.
 * - OPEN_TWO_DIGIT: 2-digit accounts the règlement does not subdivide: any third digit is a legal
 *   subdivision (e.g. 22, 36, 52).
 * - Every listed 2-digit account may also be used as its own root with a 0 (401 … but also 400, 410,
 *   600, 700: the "compte collectif" habit of many software), which CPT-PCG accepts.
 */
export const PCG_VERSION = 'ANC 2014-03';

const LISTED = `
101 104 105 106 107 108 109 110 119 120 129 131 138 139 142 143 144 145 146 147 148
151 152 153 154 155 156 157 158 161 163 164 165 166 167 168 169 171 174 178 181 186 187 188
201 203 205 206 207 208 211 212 213 214 215 218 231 232 237 238 261 266 267 268 269
271 272 273 274 275 276 277 279 280 281 282 290 291 293 296 297
311 312 317 321 322 326 331 335 341 345 351 355 358 371 372 391 392 393 394 395 397
401 403 404 405 408 409 411 413 416 417 418 419 421 422 424 425 426 427 428 431 437 438
441 442 443 444 445 446 447 448 451 455 456 457 458 462 464 465 467 468
471 472 473 474 475 476 477 478 481 486 487 488 491 495 496
502 503 504 505 506 507 508 509 511 512 514 515 516 517 518 519 531 532 533 590
601 602 603 604 605 606 607 608 609 611 612 613 614 615 616 617 618 619
621 622 623 624 625 626 627 628 629 631 633 635 637 641 644 645 646 647 648
651 653 654 655 656 658 661 664 665 666 667 668 671 672 675 678 681 686 687
691 695 696 698 699
701 702 703 704 705 706 707 708 709 713 721 722 751 752 753 754 755 758
761 762 763 764 765 766 767 768 771 772 775 777 778 781 786 787 791 796 797
801 802 809 890 891
`;

/** 2-digit accounts of the règlement (each may carry a root ending in 0). */
const TWO_DIGIT = `
10 11 12 13 14 15 16 17 18 20 21 22 23 25 26 27 28 29 31 32 33 34 35 36 37 38 39
40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 58 59 60 61 62 63 64 65 66 67 68 69
70 71 72 73 74 75 76 77 78 79 80 88 89
`;

/** 2-digit accounts without 3-digit accounts in the règlement: freely subdivided. */
const OPEN_TWO_DIGIT = '22 25 36 38 52 54 58 73 74 88';

function build(): Set<string> {
  const roots = new Set<string>(LISTED.split(/\s+/).filter(Boolean));
  for (const two of TWO_DIGIT.split(/\s+/).filter(Boolean)) roots.add(two + '0');
  for (const two of OPEN_TWO_DIGIT.split(/\s+/)) for (let d = 0; d <= 9; d++) roots.add(two + d);
  return roots;
}

export const PCG_ROOTS: ReadonlySet<string> = build();
