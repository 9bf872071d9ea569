package conformance;

import java.text.BreakIterator;
import java.text.DateFormat;
import java.text.DecimalFormatSymbols;
import java.text.Normalizer;
import java.text.NumberFormat;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Currency;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Locale-sensitive behaviour that needs the JDK's locale data (java.base's CLDR data, jdk.localedata
 * for other locales), its resources (currency data, Unicode character names, normalization and
 * break-iterator data) and the time-zone database.
 */
public class LocaleData {
    public static void main(String[] args) {
        Locale[] locales = {Locale.ROOT, Locale.US, Locale.GERMANY, Locale.FRANCE, new Locale("ar", "EG")};
        for (Locale l : locales) {
            System.out.println("[" + l + "] " + l.getDisplayName(Locale.ENGLISH) + " | " + l.getDisplayName(l)
                    + " | " + String.format(l, "%,.2f %,d %e", 1234567.891, -9876543, 0.000123)
                    + " | " + NumberFormat.getPercentInstance(l).format(0.256)
                    + " | " + NumberFormat.getIntegerInstance(l).format(1e9));
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            System.out.println("    symbols " + s.getDecimalSeparator() + " " + s.getGroupingSeparator() + " " + s.getMinusSign() + " " + s.getZeroDigit() + " " + s.getInfinity() + " " + s.getNaN());
        }
        System.out.println("currency " + NumberFormat.getCurrencyInstance(Locale.US).format(1234.5) + " " + NumberFormat.getCurrencyInstance(Locale.GERMANY).format(1234.5)
                + " " + NumberFormat.getCurrencyInstance(Locale.JAPAN).format(1234.5));
        Currency eur = Currency.getInstance("EUR");
        System.out.println("EUR " + eur.getSymbol(Locale.FRANCE) + " " + eur.getDisplayName(Locale.GERMAN) + " " + eur.getDefaultFractionDigits() + " " + eur.getNumericCode()
                + " | " + Currency.getInstance(Locale.JAPAN).getCurrencyCode() + " " + Currency.getInstance(new Locale("", "CH")).getSymbol(Locale.US));

        TimeZone utc = TimeZone.getTimeZone("UTC");
        for (Locale l : new Locale[]{Locale.US, Locale.GERMAN}) {
            DateFormat f = DateFormat.getDateTimeInstance(DateFormat.FULL, DateFormat.SHORT, l);
            f.setTimeZone(utc);
            System.out.println("date " + l + ": " + f.format(new Date(86_400_000L * 19_723)) + " | "
                    + DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(l).format(LocalDate.of(2024, 2, 29)));
        }
        ZonedDateTime paris = ZonedDateTime.of(2024, 7, 14, 12, 0, 0, 0, ZoneId.of("Europe/Paris"));
        System.out.println("zones " + paris + " " + paris.withZoneSameInstant(ZoneId.of("America/New_York")) + " " + paris.withZoneSameInstant(ZoneId.of("Asia/Kolkata")).getOffset());

        System.out.println("case " + "TITLE \u0130".toLowerCase(new Locale("tr")) + " " + "title i".toUpperCase(new Locale("tr")) + " " + "\u03a3\u039f\u03a6\u039f\u03a3".toLowerCase(Locale.ROOT) + " " + "stra\u00dfe".toUpperCase(Locale.GERMAN));
        System.out.println("names " + Character.getName('a') + ", " + Character.getName(0x1F600) + ", " + Character.codePointOf("GREEK SMALL LETTER ALPHA"));
        String decomposed = Normalizer.normalize("\u00e9\u00c5\ufb01", Normalizer.Form.NFKD);
        System.out.println("normalize " + decomposed.length() + " " + Normalizer.normalize(decomposed, Normalizer.Form.NFC).length() + " " + Normalizer.isNormalized("e\u0301", Normalizer.Form.NFC));
        BreakIterator words = BreakIterator.getWordInstance(Locale.US);
        String text = "Hello, wide world! It's 3.5 o'clock.";
        words.setText(text);
        StringBuilder b = new StringBuilder();
        for (int start = words.first(), end = words.next(); end != BreakIterator.DONE; start = end, end = words.next()) {
            if (Character.isLetterOrDigit(text.charAt(start))) b.append('[').append(text, start, end).append(']');
        }
        System.out.println("words " + b);
    }
}
