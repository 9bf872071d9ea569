package jvsim.natives;

import jvsim.vm.GuestMemory;
import java.io.IOException;
import java.io.OutputStream;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.io natives for the standard streams and file descriptors. The target writes to the host only
 * through stdout and stderr; opening files for writing is refused (the sandbox). Reading files and
 * stdin is in FileStreamNatives.
 */
final class IoNatives {
    private IoNatives() {}

    static void register(NativeRegistry r) {
        String fd = "java/io/FileDescriptor";
        r.register(fd, "initIDs", "()V", c -> { });
        r.register(fd, "getHandle", "(I)J", c -> c.ret(-1L));
        r.register(fd, "getAppend", "(I)Z", c -> c.ret(false));
        r.register(fd, "close0", "()V", c -> {
            Guest.prim(c.self(), "fd", -1);
            GuestMemory.setMeta(c.self(), null); // an OpenFile of FileStreamNatives
        });
        r.register("java/io/FileCleanable", "cleanupClose0", "(IJ)V", c -> { });

        String fos = "java/io/FileOutputStream";
        r.register(fos, "initIDs", "()V", c -> { });
        r.register(fos, "writeBytes", "([BIIZ)V", c -> {
            VmObject b = c.o(1);
            int off = c.i(2), len = c.i(3);
            if (b == null) throw new ThrowNew("java/lang/NullPointerException", null);
            if (off < 0 || len < 0 || off + len > b.length) throw new ThrowNew("java/lang/IndexOutOfBoundsException", null);
            if (c.stopAtElements(jvsim.vm.Op.READ, b, off, len, false)) return; // reads what other threads may write
            write(c, (byte[]) GuestMemory.hostArray(b), off, len);
        });
        r.register(fos, "write", "(IZ)V", c -> write(c, new byte[]{(byte) c.i(1)}, 0, 1));
        r.register(fos, "open0", "(Ljava/lang/String;Z)V", c -> {
            throw new ThrowNew("java/io/FileNotFoundException", c.str(1) + " (jvsim sandbox: writing files is refused, the file system is read-only)");
        });
    }

    private static int fdOf(NativeCall c) {
        VmObject fdObj = Guest.ref(c.self(), "fd");
        return fdObj == null ? -1 : (int) Guest.prim(fdObj, "fd");
    }

    private static void write(NativeCall c, byte[] b, int off, int len) {
        int fd = fdOf(c);
        OutputStream out = fd == 1 ? c.vm.config.out : fd == 2 ? c.vm.config.err : null;
        if (out == null) throw new ThrowNew("java/io/IOException", "Stream Closed");
        c.vm.outputWrites++;
        try {
            out.write(b, off, len);
            out.flush();
        } catch (IOException e) {
            throw new ThrowNew("java/io/IOException", e.getMessage());
        }
    }
}
