package gates;

/**
 * The JDK's StringBuffer.append(StringBuffer) race (JDK-8u: StringIndexOutOfBoundsException; in
 * JDK 17 AbstractStringBuilder.append(AbstractStringBuilder) reads the source's length, then copies
 * its bytes with getBytes, which copies its count at that time): while "appender" appends source,
 * "truncater" empties source in between. The result then holds NUL characters instead of "abc".
 * Plain code: jvsim's gates (see GatesTest) reproduce the race without changing it.
 */
public final class StringBufferAppend {
    private StringBufferAppend() {}

    public static void main(String[] args) throws InterruptedException {
        StringBuffer target = new StringBuffer("x");
        StringBuffer source = new StringBuffer("abc");
        Thread appender = new Thread(() -> target.append(source), "appender");
        Thread truncater = new Thread(() -> source.setLength(0), "truncater");
        appender.start();
        truncater.start();
        appender.join();
        truncater.join();
        String s = target.toString();
        if (!s.equals("x") && !s.equals("xabc"))
            throw new AssertionError("appended a truncated buffer: \"" + s.replace("\0", "\\0") + "\"");
        System.out.println(s);
    }
}
