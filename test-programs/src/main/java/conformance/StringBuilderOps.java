package conformance;

public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("hello world");
        sb.insert(0, "[").append(']');
        System.out.println(sb);
        sb.insert(6, 123).insert(1, 'X').insert(2, 4.5).insert(0, true);
        System.out.println(sb + " len " + sb.length());
        sb.reverse();
        System.out.println("reverse " + sb);
        sb.reverse();
        sb.deleteCharAt(0);
        System.out.println("deleteCharAt " + sb);
        sb.delete(0, 4);
        System.out.println("delete " + sb);
        sb.replace(0, 3, "ABCDEF");
        System.out.println("replace " + sb);
        sb.setCharAt(1, 'b');
        System.out.println("setCharAt " + sb + " charAt(2) " + sb.charAt(2));
        System.out.println("indexOf " + sb.indexOf("o") + " lastIndexOf " + sb.lastIndexOf("o") + " indexOf from " + sb.indexOf("o", 12));
        System.out.println("substring " + sb.substring(3) + " | " + sb.substring(2, 5) + " | " + sb.subSequence(0, 2));
        sb.setLength(5);
        System.out.println("setLength 5 " + sb + " len " + sb.length());
        sb.setLength(8);
        System.out.println("setLength 8 len " + sb.length() + " nul " + (int) sb.charAt(7) + " str " + sb.toString().replace('\0', '_'));
        StringBuilder r = new StringBuilder("a\uD83D\uDE00b");
        r.reverse();
        System.out.println("reverse surrogate " + (int) r.charAt(0) + " " + Integer.toHexString(r.charAt(1)) + " " + Integer.toHexString(r.charAt(2)) + " " + (int) r.charAt(3));
        StringBuilder cap = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            cap.append(i);
        }
        System.out.println("long " + cap.length() + " " + cap.substring(180));
        System.out.println("compareTo " + new StringBuilder("abc").compareTo(new StringBuilder("abd")));
        System.out.println("appendCodePoint " + new StringBuilder().appendCodePoint(65).appendCodePoint(0x1F600).length());
        StringBuffer buf = new StringBuffer();
        buf.append(1).append('-').append(2L).insert(0, "buf:").reverse();
        System.out.println("buffer " + buf);
        StringBuilder chain = new StringBuilder();
        chain.append("x", 0, 1).append(new char[]{'y', 'z'}, 1, 1).append((Object) "o").append(new StringBuilder("sb"));
        System.out.println("chain " + chain);
        try {
            new StringBuilder("abc").deleteCharAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE " + e.getClass().getName());
        }
        try {
            new StringBuilder("abc").insert(4, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE insert " + e.getClass().getName());
        }
        String joined = String.join(",", new StringBuilder("a"), "b", new StringBuffer("c"));
        System.out.println("join " + joined);
        System.out.println("chars sum " + new StringBuilder("abc").chars().sum());
    }
}
