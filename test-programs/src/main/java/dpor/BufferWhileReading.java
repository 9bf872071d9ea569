package dpor;

import java.io.FileOutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/**
 * A thread reads three bytes from a channel into a buffer while main looks at the buffer's position
 * without waiting for it: main prints "position 0" or "position 3" depending on the order. The
 * channel's read is a native that reads the buffer's position and limit and advances its position;
 * a search must see those accesses as part of the read's step, racing with main's read of the
 * position. Args: "file" (a FileChannel, the default) or "socket" (a connected SocketChannel). No
 * violation; two outputs (the race detector reports the race on Buffer.position).
 */
public class BufferWhileReading {
    public static void main(String[] args) throws Exception {
        boolean socket = args.length > 0 && args[0].equals("socket");
        ReadableByteChannel in;
        if (socket) {
            ServerSocketChannel server = ServerSocketChannel.open().bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            SocketChannel client = SocketChannel.open(server.getLocalAddress());
            in = server.accept();
            client.write(ByteBuffer.wrap("abc".getBytes()));
        } else {
            try (FileOutputStream out = new FileOutputStream("buffer-while-reading.txt")) {
                out.write("abc".getBytes());
            }
            in = FileChannel.open(Path.of("buffer-while-reading.txt"));
        }
        ByteBuffer buffer = ByteBuffer.allocate(3);
        Thread reader = new Thread(() -> {
            try {
                in.read(buffer);
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        });
        reader.start();
        System.out.println("position " + buffer.position());
        reader.join();
    }
}
