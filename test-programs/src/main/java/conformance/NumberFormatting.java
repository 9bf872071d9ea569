package conformance;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

public class NumberFormatting {
    public static void main(String[] args) {
        System.out.println("pi " + String.format(Locale.ROOT, "%.3f", Math.PI) + " " + String.format(Locale.ROOT, "%.0f", 0.5) + " " + String.format(Locale.ROOT, "%.0f", 1.5) + " " + String.format(Locale.ROOT, "%.2f", 1.005) + " " + String.format(Locale.ROOT, "%.1f", 0.25));
        DecimalFormatSymbols sym = DecimalFormatSymbols.getInstance(Locale.ROOT);
        DecimalFormat money = new DecimalFormat("#,##0.00", sym);
        double[] vals = {0, 1, -1, 0.005, 0.015, 1234.5, 1234567.891, -9876543.21, 1e-7, 123456789012.345};
        for (double v : vals) System.out.println("money " + v + " -> " + money.format(v));
        DecimalFormat sci = new DecimalFormat("0.###E0", sym);
        DecimalFormat pct = new DecimalFormat("#0.0%", sym);
        DecimalFormat padded = new DecimalFormat("00000", sym);
        DecimalFormat opt = new DecimalFormat("#.##", sym);
        System.out.println("sci " + sci.format(123456) + " " + sci.format(0.000123) + " pct " + pct.format(0.4567) + " padded " + padded.format(42) + " opt " + opt.format(3.14159) + " " + opt.format(2.0) + " " + opt.format(2.005));
        System.out.println("long format " + money.format(Long.MAX_VALUE) + " negative zero " + opt.format(-0.0));
        System.out.println("radix " + Integer.toString(255, 2) + " " + Integer.toString(255, 8) + " " + Integer.toString(255, 16) + " " + Integer.toString(-255, 36) + " " + Integer.toString(1295, 36) + " " + Integer.toString(10, 99));
        System.out.println("binary " + Long.toBinaryString(5L) + " " + Long.toBinaryString(-1L).length() + " " + Long.toBinaryString(Long.MIN_VALUE) + " " + Integer.toBinaryString(-8));
        System.out.println("octal/hex " + Long.toOctalString(-1L) + " " + Long.toHexString(Long.MIN_VALUE) + " " + Integer.toHexString(Integer.MIN_VALUE) + " " + Integer.toOctalString(8));
        System.out.println("unsigned " + Integer.toUnsignedString(-1, 16) + " " + Long.toUnsignedString(-1L, 36) + " " + Integer.parseUnsignedInt("11111111111111111111111111111111", 2));
        System.out.println("padding " + String.format(Locale.ROOT, "%8s|%-8s|%08d|%+08.2f", "r", "l", -42, 3.14159));
        StringBuilder table = new StringBuilder();
        for (int i = 1; i <= 5; i++) table.append(String.format(Locale.ROOT, "%2d^2=%3d %6.3f%n", i, i * i, Math.sqrt(i)));
        System.out.print(table.toString().replace("\r", ""));
        System.out.println("Double.toString vs format " + 1e-5 + " " + String.format(Locale.ROOT, "%f", 1e-5) + " " + String.format(Locale.ROOT, "%g", 1e-5) + " " + 1e21 + " " + String.format(Locale.ROOT, "%.0f", 1e21));
        System.out.println("Integer.toString(MIN) " + Integer.toString(Integer.MIN_VALUE) + " Long " + Long.toString(Long.MIN_VALUE, 16) + " " + Long.toString(Long.MAX_VALUE, 36));
        System.out.println("parse with format " + parse(money, "1,234.56") + " " + parse(opt, "-7.5"));
    }

    static String parse(DecimalFormat f, String s) {
        try {
            return String.valueOf(f.parse(s));
        } catch (java.text.ParseException e) {
            return "ParseException " + e.getErrorOffset();
        }
    }
}
