package conformance;

public class IntegerCacheInterning {
    static Integer box(int i) {
        return i;
    }

    public static void main(String[] args) {
        System.out.println("valueOf(127)== " + (Integer.valueOf(127) == Integer.valueOf(127)) + " valueOf(128)== " + (Integer.valueOf(128) == Integer.valueOf(128)));
        System.out.println("valueOf(-128)== " + (Integer.valueOf(-128) == Integer.valueOf(-128)) + " valueOf(-129)== " + (Integer.valueOf(-129) == Integer.valueOf(-129)));
        System.out.println("autobox 100 " + (box(100) == box(100)) + " autobox 1000 " + (box(1000) == box(1000)) + " equals " + box(1000).equals(box(1000)));
        System.out.println("Long cache " + (Long.valueOf(127L) == Long.valueOf(127L)) + " " + (Long.valueOf(128L) == Long.valueOf(128L)));
        System.out.println("Short cache " + (Short.valueOf((short) 127) == Short.valueOf((short) 127)) + " " + (Short.valueOf((short) 128) == Short.valueOf((short) 128)));
        System.out.println("Byte cache " + (Byte.valueOf((byte) -128) == Byte.valueOf((byte) -128)));
        System.out.println("Character cache " + (Character.valueOf('\u007f') == Character.valueOf('\u007f')) + " " + (Character.valueOf('\u0080') == Character.valueOf('\u0080')));
        System.out.println("Boolean " + (Boolean.valueOf(true) == Boolean.TRUE) + " " + (Boolean.valueOf("TRUE") == Boolean.TRUE) + " parse " + Boolean.parseBoolean("yes"));
        Integer a = 1000, b = 1000;
        int c = 1000;
        System.out.println("mixed compare unboxes " + (a == c) + " " + (a <= b && a >= b) + " ref " + (a == b));
        String lit1 = "hello";
        String lit2 = "hello";
        String built = new String("hello");
        String concat = "hel" + "lo";
        String part = "hel";
        String runtime = part + "lo";
        System.out.println("literal==literal " + (lit1 == lit2) + " new==literal " + (built == lit1) + " intern " + (built.intern() == lit1) + " constant concat " + (concat == lit1) + " runtime concat " + (runtime == lit1) + " runtime intern " + (runtime.intern() == lit1));
        final String fpart = "hel";
        String constFold = fpart + "lo";
        System.out.println("final var concat is constant " + (constFold == lit1));
        System.out.println("cross-class literal " + (lit1 == Other.HELLO) + " " + (Other.computed() == lit1) + " " + (Other.computed().intern() == lit1));
        String s1 = new StringBuilder("uniq").append("ue-").append(12345).toString();
        String s2 = s1.intern();
        System.out.println("intern equals " + s1.equals(s2) + " then literal " + ("unique-12345" == s2) + " not same as fresh " + (s2 != new String(s2)));
        System.out.println("empty " + ("" == new String("").intern()) + " valueOf " + (String.valueOf("x") == "x") + " toString " + ("abc".toString() == "abc"));
        System.out.println("substring whole " + ("abc".substring(0) == "abc") + " concat empty " + ("abc".concat("") == "abc"));
        Object o1 = 5, o2 = 5L;
        System.out.println("Integer vs Long equals " + o1.equals(o2) + " " + Integer.valueOf(5).equals(5) + " " + (Integer.valueOf(5).hashCode() == Long.valueOf(5).hashCode()));
        Double d1 = 0.0, d2 = -0.0;
        System.out.println("Double equals " + d1.equals(d2) + " == unboxed " + (d1.doubleValue() == d2.doubleValue()) + " NaN " + Double.valueOf(Double.NaN).equals(Double.NaN));
    }

    static class Other {
        static final String HELLO = "hello";

        static String computed() {
            return new String(new char[]{'h', 'e', 'l', 'l', 'o'});
        }
    }
}
