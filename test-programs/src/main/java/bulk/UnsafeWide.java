package bulk;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A reader reads four bytes of a shared byte array as one int through a byte-array view
 * VarHandle while a writer stores its bytes one by one: the int can hold some of the writes and
 * not others (the view's access covers four elements).
 */
public class UnsafeWide {
    static final byte[] data = new byte[4];
    static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    static volatile int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> { data[0] = 1; data[3] = 1; });
        Thread reader = new Thread(() -> seen = (int) INT.get(data, 0));
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        if (seen == 1) throw new IllegalStateException("read the first byte's write and not the last's");
    }
}
